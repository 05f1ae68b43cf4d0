// A grid of fixed-size weather cards whose rows are centred, with a proposal-keyed `CacheStore`:
// the WeatherLayout of "iOS 16 - SwiftUI Layout의 Cache에 대해". The article's non-caching body,
// put into its caching skeleton (the article links its final code without showing it), with only
// the import changed and the article's own bugs fixed, each marked `// Fix:`.
import Layoutshot // was: import SwiftUI
// Fix: `import ByeDarkSkyCore` (the author's app module) is dropped; only its `log` was used.

struct WeatherLayout: Layout {
    enum ContentMode {
        case fill, fit
    }

    // NEW
    struct CacheStore {
        struct Geometry: Hashable {
            let bounds: CGRect?
            let proposal: ProposedViewSize

            func hash(into hasher: inout Hasher) {
                hasher.combine(bounds?.origin.x)
                hasher.combine(bounds?.origin.y)
                hasher.combine(bounds?.size.width)
                hasher.combine(bounds?.size.height)
                hasher.combine(proposal.width)
                hasher.combine(proposal.height)
            }
        }

        var sizes: [Geometry: CGSize] = [:]
        var locations: [Geometry: [CGPoint]] = [:]
    }

    typealias Cache = CacheStore

    private let itemSize: CGSize
    private let horizontalContentMode: ContentMode
    /// Layoutshot addition (not in the article): counts calls and cache misses, so the tests can show
    /// the cache answering a repeated proposal without recomputing. nil in normal use.
    var counter: WeatherLayoutCounter? = nil

    init(itemSize: CGSize = .init(width: 150, height: 150), horizontalContentMode: ContentMode = .fit) {
        self.itemSize = itemSize
        self.horizontalContentMode = horizontalContentMode
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheStore) -> CGSize {
        counter?.sizeCalls += 1
        // Fix: the article wrote `WeatherLayoutCacheStore.Geometry` (no such type) and `cacheStore.`
        // (no such variable) for the nested `CacheStore` and the `cache` parameter.
        let geometry: CacheStore.Geometry = .init(bounds: nil, proposal: proposal)

        if let size: CGSize = cache.sizes[geometry] {
            // 캐싱됨 - 불러 옴
            return size
        } else {
            /* 캐싱이 안 됨 - 새로 만들고 저장 */
            counter?.sizeMisses += 1
            let largestHorizontalSpacing: CGFloat = subviews.enumerated().reduce(.zero) { partialResult, enumeration in
                let currentIndex: Int = enumeration.offset
                let nextIndex: Int = currentIndex + 1

                guard nextIndex < subviews.count else {
                    return partialResult
                }

                let currentSubview: LayoutSubview = enumeration.element
                let nextSubview: LayoutSubview = subviews[nextIndex]

                return max(partialResult, currentSubview.spacing.distance(to: nextSubview.spacing, along: .horizontal))
            }

            let width: CGFloat = proposal.width ?? .zero
            let spacedWidth: CGFloat = width + largestHorizontalSpacing
            let columnCount: Int = Int(trunc(spacedWidth / (itemSize.width + largestHorizontalSpacing)))
            guard columnCount > 0 else { return .zero }
            let rowCount: Int = (subviews.count / columnCount) + ((subviews.count % columnCount == .zero) ? .zero : 1)

            let totalVerticalSpacing: CGFloat = (0..<rowCount).reduce(.zero) { partialResult1, row in
                let startIndex: Int = row * columnCount
                let endIndex: Int = startIndex + columnCount - 1

                guard endIndex < subviews.count else {
                    return partialResult1
                }

                let largestVerticalSpacing: CGFloat = (startIndex...endIndex).reduce(.zero) { partialResult2, index in
                    let currentIndex: Int = index
                    let nextIndex: Int = index + columnCount

                    guard nextIndex < subviews.count else {
                        return partialResult2
                    }

                    let currentSubview: LayoutSubview = subviews[currentIndex]
                    let nextSubview: LayoutSubview = subviews[nextIndex]

                    return max(partialResult2, currentSubview.spacing.distance(to: nextSubview.spacing, along: .vertical))
                }

                return partialResult1 + largestVerticalSpacing
            }

            // 최종 사이즈
            let finalSize: CGSize
            let finalHeight: CGFloat = (CGFloat(rowCount) * itemSize.height) + CGFloat(totalVerticalSpacing)

            switch horizontalContentMode {
            case .fit:
                let finalWidth: CGFloat = (CGFloat(columnCount) * itemSize.width) + (CGFloat(columnCount - 1) * largestHorizontalSpacing)
                finalSize = .init(width: finalWidth, height: finalHeight)
            case .fill:
                finalSize = .init(width: width, height: finalHeight)
            }

            // 캐시 저장
            cache.sizes[geometry] = finalSize

            return finalSize
        }
    }

    // Fix: the article declared `cache: inout UUID`; the cache is the `CacheStore`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheStore) {
        counter?.placeCalls += 1
        let geometry: CacheStore.Geometry = .init(bounds: bounds, proposal: proposal)

        if let locations: [CGPoint] = cache.locations[geometry] {
            // 캐싱됨 - 불러 옴
            subviews.enumerated().forEach { enumeration in
                let index: Int = enumeration.offset
                let subview: LayoutSubview = enumeration.element
                let location: CGPoint = locations[index]
                subview.place(at: location, anchor: .topLeading, proposal: .init(itemSize))
            }
        } else {
            /* 캐싱이 안 됨 - Subviews의 좌표를 새로 만들고 저장 */
            counter?.placeMisses += 1
            let largestHorizontalSpacing: CGFloat = subviews.enumerated().reduce(.zero) { partialResult, enumeration in
                let currentIndex: Int = enumeration.offset
                let nextIndex: Int = currentIndex + 1

                guard nextIndex < subviews.count else {
                    return partialResult
                }

                let currentSubview: LayoutSubview = enumeration.element
                let nextSubview: LayoutSubview = subviews[nextIndex]

                return max(partialResult, currentSubview.spacing.distance(to: nextSubview.spacing, along: .horizontal))
            }

            let width: CGFloat = bounds.width
            let spacedWidth: CGFloat = width + largestHorizontalSpacing
            let columnCount: Int = Int(trunc(spacedWidth / (itemSize.width + largestHorizontalSpacing)))
            guard columnCount > 0 else { return }
            let rowCount: Int = (subviews.count / columnCount) + ((subviews.count % columnCount == .zero) ? .zero : 1)
            var yPosition: CGFloat = bounds.origin.y
            // Subviews의 좌표
            var locations: [CGPoint] = []

            (0..<rowCount).forEach { row in
                let firstColumn: Int = row * columnCount
                let lastColumn: Int = {
                    // for last row
                    let tmp: Int = firstColumn + columnCount - 1

                    if tmp < subviews.count {
                        return tmp
                    } else {
                        return subviews.count - 1
                    }
                }()

                let totalWidth: CGFloat = (firstColumn...lastColumn).reduce(.zero) { partialResult, currentIndex in
                    let nextIndex: Int = currentIndex + 1

                    guard (currentIndex < lastColumn) && (nextIndex < subviews.count) else {
                        return partialResult + itemSize.width
                    }

                    let currentSubview: LayoutSubview = subviews[currentIndex]
                    let nextSubview: LayoutSubview = subviews[nextIndex]
                    let spacing: CGFloat = currentSubview.spacing.distance(to: nextSubview.spacing, along: .horizontal)

                    return partialResult + itemSize.width + spacing
                }

                // Fix: `log.debug(totalWidth)` used ByeDarkSkyCore's logger; dropped.

                let horizontalSpacing: CGFloat = (bounds.width - totalWidth) / CGFloat(2)
                let verticalSpacing: CGFloat = {
                    let startIndex: Int = row * columnCount
                    let endIndex: Int = startIndex + columnCount - 1

                    guard endIndex < subviews.count else {
                        return .zero
                    }

                    let largestVerticalSpacing: CGFloat = (startIndex...endIndex).reduce(.zero) { partialResult2, index in
                        let currentIndex: Int = index
                        let nextIndex: Int = index + columnCount

                        guard nextIndex < subviews.count else {
                            return partialResult2
                        }

                        let currentSubview: LayoutSubview = subviews[currentIndex]
                        let nextSubview: LayoutSubview = subviews[nextIndex]

                        return max(partialResult2, currentSubview.spacing.distance(to: nextSubview.spacing, along: .vertical))
                    }

                    return largestVerticalSpacing
                }()
                var xPosition: CGFloat = bounds.origin.x + horizontalSpacing

                (firstColumn...lastColumn).forEach { currentIndex in
                    guard currentIndex < subviews.count else {
                        return
                    }

                    let currentSubview: LayoutSubview = subviews[currentIndex]
                    // Fix: the caching version only computed and stored the locations on a miss and
                    // never placed the subviews (so the first pass left them all unplaced).
                    currentSubview.place(at: .init(x: xPosition, y: yPosition), anchor: .topLeading, proposal: .init(itemSize))
                    locations.append(.init(x: xPosition, y: yPosition))

                    let nextIndex: Int = currentIndex + 1

                    if (currentIndex < lastColumn) && (nextIndex < subviews.count) {
                        let nextSubview: LayoutSubview = subviews[nextIndex]
                        let spacing: CGFloat = currentSubview.spacing.distance(to: nextSubview.spacing, along: .horizontal)
                        xPosition += itemSize.width + spacing
                    }
                }

                yPosition += itemSize.height + verticalSpacing
            }

            // 캐시 저장
            cache.locations[geometry] = locations
        }
    }

    // NEW
    func makeCache(subviews: Subviews) -> CacheStore {
        let cacheStore: CacheStore = .init()
        return cacheStore
    }

    // NEW
    func updateCache(_ cache: inout CacheStore, subviews: Subviews) {
        // Fix: the article left this empty, so after the subviews changed (a city added) the sizes
        // and locations cached for the old subviews were returned for the new ones (and placement read
        // past the end of the cached locations: a crash). The keys hold only the geometry, so the
        // entries must go when the subviews change.
        cache = makeCache(subviews: subviews)
    }
}

/// Counts a `WeatherLayout`'s calls and cache misses (Layoutshot's test instrumentation).
///
/// SAFETY (`@unchecked Sendable`, as the layout holding it must be): a counter is given to one
/// layout, whose passes run on the thread that lays its tree out (the main actor), and the tests
/// read it there after the passes.
final class WeatherLayoutCounter: @unchecked Sendable {
    var sizeCalls = 0
    var sizeMisses = 0
    var placeCalls = 0
    var placeMisses = 0
}

extension WeatherLayout {
    /// The same layout, counting its calls and cache misses into `counter`.
    func counting(into counter: WeatherLayoutCounter) -> WeatherLayout {
        var copy = self
        copy.counter = counter
        return copy
    }
}

/// A demo of `WeatherLayout` for renderers: seven city cards, 150 × 150, in a layout `width` wide.
public enum WeatherSample {
    /// The cards' names (and ids).
    public static let cities = ["Seoul", "Busan", "Tokyo", "Paris", "Lima", "Oslo", "Cairo"]

    /// The cards in a `WeatherLayout`; `fill` uses the fill content mode (rows centred in the full
    /// width) instead of fit (the layout as wide as its columns).
    @MainActor public static func view(width: CGFloat, fill: Bool = false) -> some View {
        WeatherLayout(horizontalContentMode: fill ? .fill : .fit) {
            ForEach(cities, id: \.self) { city in
                RoundedRectangle(cornerRadius: 16)
                    .foregroundColor(Color.blue.opacity(0.25))
                    .overlay(Text(city).font(.headline))
                    .id(city)
            }
        }
        .frame(width: width)
    }
}

// What the block of SchedulersAndThreading.md assumes: image URLs, an image view and a decoder.
import Foundation
import SwiftRx

struct Image {}

func decode(_ data: Data) -> Image { Image() }

@MainActor final class ImageView { var image: Image? }

@MainActor final class Gallery {
    let bag = DisposeBag()

    func show(_ imageURLs: Observable<URL>, in imageView: ImageView) {
        //SNIPPET
    }
}

// OperatorTour: every operator family of SwiftRx, used as RxSwift users write it, each printing what
// it produced. `.ci/consumers` compares this program's output with Expected/OperatorTour.txt.

tourCreating()
tourTransforming()
tourFiltering()
tourCombining()
tourCombineLatestArities()
tourZipArities()
tourErrorHandling()
tourUtility()
tourConditionalAndAggregate()
tourConnectable()
tourVirtualTime()
tourGenericUserCode()
tourLongChains()
tourRealScheduler()
print("--- done")

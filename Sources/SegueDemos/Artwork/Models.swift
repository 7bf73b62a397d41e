import UIKit

/// A pet of Guess the Pet.
public struct Pet: Sendable {
    public let name: String
    public let clue: String
    let backdrop: UIColor
    let fur: UIColor
    let muzzle: UIColor
    let longEars: Bool

    @MainActor public static let all: [Pet] = [
        Pet(name: "Mochi the Cat", clue: "Naps in sunbeams, ignores your calls, and knocks pens off tables.",
            backdrop: UIColor(red: 0.55, green: 0.75, blue: 0.95, alpha: 1), fur: UIColor(red: 0.95, green: 0.65, blue: 0.3, alpha: 1),
            muzzle: UIColor(red: 1, green: 0.9, blue: 0.8, alpha: 1), longEars: false),
        Pet(name: "Biscuit the Dog", clue: "Greets everyone at the door and believes every walk is the best walk.",
            backdrop: UIColor(red: 0.95, green: 0.8, blue: 0.45, alpha: 1), fur: UIColor(red: 0.6, green: 0.4, blue: 0.25, alpha: 1),
            muzzle: UIColor(red: 0.9, green: 0.8, blue: 0.65, alpha: 1), longEars: false),
        Pet(name: "Clover the Rabbit", clue: "Twitches its nose, thumps when startled, and loves fresh greens.",
            backdrop: UIColor(red: 0.7, green: 0.9, blue: 0.65, alpha: 1), fur: UIColor(white: 0.92, alpha: 1),
            muzzle: UIColor(red: 1, green: 0.85, blue: 0.88, alpha: 1), longEars: true),
    ]
}

/// A herb of Beginner Cook.
public struct Herb: Sendable {
    public let name: String
    public let summary: String
    public let credit: String
    let backdrop: UIColor
    let leaf: UIColor
    let leaves: Int
    let leafWidth: CGFloat
    let leafLength: CGFloat

    @MainActor public static let all: [Herb] = [
        Herb(name: "Basil", summary: "Sweet and peppery; tear it over tomatoes at the last moment.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.85, green: 0.95, blue: 0.8, alpha: 1), leaf: UIColor(red: 0.2, green: 0.6, blue: 0.25, alpha: 1),
             leaves: 5, leafWidth: 44, leafLength: 70),
        Herb(name: "Rosemary", summary: "Piney and resinous; loves roast potatoes and lamb.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.8, green: 0.85, blue: 0.95, alpha: 1), leaf: UIColor(red: 0.25, green: 0.45, blue: 0.35, alpha: 1),
             leaves: 9, leafWidth: 12, leafLength: 80),
        Herb(name: "Mint", summary: "Cool and bright; for tea, salads and summer drinks.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.8, green: 0.95, blue: 0.92, alpha: 1), leaf: UIColor(red: 0.3, green: 0.7, blue: 0.45, alpha: 1),
             leaves: 6, leafWidth: 38, leafLength: 56),
        Herb(name: "Sage", summary: "Soft, earthy leaves; crisp them in brown butter.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.92, green: 0.9, blue: 0.82, alpha: 1), leaf: UIColor(red: 0.5, green: 0.6, blue: 0.5, alpha: 1),
             leaves: 5, leafWidth: 30, leafLength: 76),
        Herb(name: "Thyme", summary: "Tiny leaves, big aroma; strip them from the stalk.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.95, green: 0.88, blue: 0.85, alpha: 1), leaf: UIColor(red: 0.35, green: 0.5, blue: 0.3, alpha: 1),
             leaves: 11, leafWidth: 10, leafLength: 40),
        Herb(name: "Dill", summary: "Feathery and fresh; made for fish and pickles.", credit: "Drawn in code",
             backdrop: UIColor(red: 0.95, green: 0.95, blue: 0.8, alpha: 1), leaf: UIColor(red: 0.45, green: 0.65, blue: 0.3, alpha: 1),
             leaves: 13, leafWidth: 6, leafLength: 84),
    ]
}

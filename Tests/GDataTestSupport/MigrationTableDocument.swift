public import Foundation

/// Reads the hand-maintained tables of `docs/migration.md`, so the tests that call each row's Swift form can check the
/// document lists exactly those rows.
public enum MigrationTableDocument {
    /// The repository's `docs/migration.md`.
    public static var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/migration.md")
    }

    /// The Objective-C and Swift cells (backticks removed) of the table under the level-2 `heading`, in order; empty
    /// when there is no such heading.
    public static func rows(under heading: String) throws -> [(objc: String, swift: String)] {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let section = text.components(separatedBy: heading + "\n").dropFirst().first else { return [] }
        let body = section.components(separatedBy: "\n## ").first ?? ""
        return body.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| original") && !$0.hasPrefix("| ---")
        }.compactMap {
            let cells = $0.components(separatedBy: " | ")
            guard cells.count >= 3 else { return nil }
            let strip = { (cell: String) in String(cell.dropFirst().dropLast()) }  // the backticks
            return (strip(cells[1]), strip(cells[2]))
        }
    }
}

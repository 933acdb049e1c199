import Testing

@testable import SwiftRxCodegen

@Suite("Codegen.Template")
struct TemplateTests {
    private func render(_ text: String, _ arities: ClosedRange<Int> = 2...3, _ variables: [String: String] = [:])
        throws -> String
    {
        try Template(name: "test.template", text: text).render(arities: arities, variables: variables)
    }

    @Test func arityBlocksRepeatWithABlankLineBetweenThem() throws {
        let text = """
            start
            {{#arity}}
            n = {{arity}}
            {{/arity}}
            end
            """
        #expect(try render(text, 2...4) == "start\nn = 2\n\nn = 3\n\nn = 4\nend\n")
    }

    @Test func sourceBlocksNumberOrdinalAndSeparateTheSources() throws {
        let text = """
            {{#arity}}
            {{#source}}
            {{i}}/{{i0}} {{ordinal}}{{,}}
            {{/source}}
            {{/arity}}
            """
        #expect(try render(text, 3...3) == "1/0 first,\n2/1 second,\n3/2 third\n")
    }

    @Test func leadingBlocksRepeatForEverySourceButTheLast() throws {
        let text = """
            {{#arity}}
            {{#leading}}
            guard {{i}} of {{arity}}
            {{/leading}}
            last {{arity}}
            {{/arity}}
            """
        #expect(try render(text, 2...3) == "guard 1 of 2\nlast 2\n\nguard 1 of 3\nguard 2 of 3\nlast 3\n")
        #expect(throws: Template.Failure(description: "test.template: a source block stands outside {{#arity}}")) {
            try render("{{#leading}}\nx\n{{/leading}}\n", 2...2)
        }
    }

    @Test func trailingBlocksRepeatForEverySourceButTheFirst() throws {
        let text = """
            {{#arity}}
            first 1 of {{arity}}
            {{#trailing}}
            guard {{i}}/{{i0}} of {{arity}}
            {{/trailing}}
            {{/arity}}
            """
        #expect(
            try render(text, 2...3) == "first 1 of 2\nguard 2/1 of 2\n\nfirst 1 of 3\nguard 2/1 of 3\nguard 3/2 of 3\n")
        #expect(throws: Template.Failure(description: "test.template: a source block stands outside {{#arity}}")) {
            try render("{{#trailing}}\nx\n{{/trailing}}\n", 2...2)
        }
        #expect(throws: Template.Failure(description: "test.template:2: {{/trailing}} closes no block")) {
            try render("{{#leading}}\n{{/trailing}}\n", 2...2)
        }
    }

    @Test func listsExpandTheirPatternPerSource() throws {
        let text = """
            {{#arity}}
            f<{{list:O#: P}}>({{list:$%}})
            {{/arity}}
            """
        #expect(try render(text, 3...3) == "f<O1: P, O2: P, O3: P>($0, $1, $2)\n")
    }

    @Test func tailListsExpandTheirPatternForEverySourceButTheFirst() throws {
        let text = """
            {{#arity}}
            let ({{tail:v#}}) = ({{tail:j.%}}) + {{list:x#}}
            {{/arity}}
            """
        #expect(
            try render(text, 2...3)
                == "let (v2) = (j.0) + x1, x2\n\nlet (v2, v3) = (j.0, j.1) + x1, x2, x3\n")
        #expect(throws: Template.Failure(description: "test.template:1: {{tail:...}} outside a {{#arity}} block")) {
            try render("{{tail:v#}}\n", 2...2)
        }
    }

    @Test func variablesNestCapitalizeAndSpreadOverLines() throws {
        let variables = ["what": "{{count}} things", "count": "two", "diagram": "a: --1|\nb: --2|"]
        let text = """
            {{^what}} and {{what}}
                /// {{diagram}} end
            """
        #expect(
            try render(text, 2...2, variables)
                == "Two things and two things\n    /// a: --1| end\n    /// b: --2| end\n")
    }

    @Test func aLineTooLongBreaksItsFirstListAndFillsTheLines() throws {
        let items = (1...30).map { "item\($0)" }
        let text = """
            {{#arity}}
                let values = ({{list:item#}}) as Values
            {{/arity}}
            """
        let lines = try render(text, 30...30).split(separator: "\n").map(String.init)
        #expect(lines.first == "    let values = (")
        #expect(lines.last == "    ) as Values")
        #expect(lines.allSatisfy { $0.count <= Template.lineLength })
        let middle = lines.dropFirst().dropLast()
        #expect(middle.allSatisfy { $0.hasPrefix("        item") })
        let elements = middle.joined(separator: " ").split(separator: " ").map { String($0.replacing(",", with: "")) }
        #expect(elements == items)
        // Filled: every line but the last has no room for the next element.
        #expect(middle.dropLast().allSatisfy { $0.count + " item30,".count > Template.lineLength })
    }

    @Test func aSoftBreakIsASpaceUntilTheLineIsTooLong() throws {
        let text = """
            {{#arity}}
                parameter:{{br}}@escaping ({{list:LongElementName#}}) -> Element
            {{/arity}}
            """
        #expect(try render(text, 2...2) == "    parameter: @escaping (LongElementName1, LongElementName2) -> Element\n")
        let long = try render(text, 5...5).split(separator: "\n").map(String.init)
        #expect(long.count == 2)
        #expect(long.first == "    parameter:")
        #expect(long[1].hasPrefix("        @escaping (LongElementName1"))

        let broken = try render(text, 9...9).split(separator: "\n").map(String.init)
        #expect(broken.prefix(2) == ["    parameter:", "        @escaping ("])
        #expect(broken.last == "        ) -> Element")
        #expect(broken.dropFirst(2).dropLast().allSatisfy { $0.hasPrefix("            LongElementName") })
        #expect(broken.allSatisfy { $0.count <= Template.lineLength })
    }

    @Test func longDocCommentProseWrapsButCodeBlocksDoNot() throws {
        let prose = Array(repeating: "word", count: 40).joined(separator: " ")
        let diagram = "a: " + String(repeating: "-", count: 110) + "|"
        let text = """
                /// \(prose)
                /// ```
                /// \(diagram)
                /// ```
            """
        let lines = try render(text).split(separator: "\n").map(String.init)
        #expect(lines.count > 4)
        #expect(lines.last == "    /// ```")
        #expect(lines.contains("    /// \(diagram)"))
        #expect(lines.filter { $0.contains("word") }.allSatisfy { $0.count <= Template.docLineLength })
    }

    @Test func mistakesNameTheTemplateAndTheLine() throws {
        #expect(throws: Template.Failure(description: "test.template:2: no variable 'missing'")) {
            try render("fine\n{{missing}}")
        }
        #expect(throws: Template.Failure(description: "test.template:1: {{arity}} outside a {{#arity}} block")) {
            try render("{{arity}}")
        }
        #expect(throws: Template.Failure(description: "test.template:1: block not closed by {{/arity}}")) {
            try render("{{#arity}}\nx")
        }
        #expect(throws: Template.Failure(description: "test.template:1: {{/source}} closes no block")) {
            try render("{{/source}}")
        }
    }
}

import GrammarWorkbench
import RideLanguage

extension HailSession {
    /// `:lint`, `:coverage` and `:why`: the tuning workbench on the session's grammar.
    func workbenchOutput(_ command: MetaCommand) -> SessionOutput {
        switch command {
        case .lint:
            do {
                let app = settings.appDirectory ?? AppBundle.defaultDirectory(besideGrammar: settings.grammarDirectory)
                let text = try GrammarDirectoryText.read(directory: settings.grammarDirectory, app: app)
                return SessionOutput(text: GrammarLinter.lint(text, options: LintOptions(userVocabulary: userVocabulary)).rendered())
            } catch {
                return SessionOutput(text: "\(error)")
            }
        case .coverage:
            var coverage = GrammarCoverage(grammar: engine.grammar)
            for utterance in heard { coverage.hear(utterance) }
            return SessionOutput(text: coverage.report().summary(neverHitLimit: 0))
        case .why:
            guard let last = heard.last else { return SessionOutput(text: "Nothing said yet: :why explains the last thing you said.") }
            return SessionOutput(text: WhyExplanation.render(last, grammar: engine.grammar))
        default:
            return SessionOutput(text: "")
        }
    }
}

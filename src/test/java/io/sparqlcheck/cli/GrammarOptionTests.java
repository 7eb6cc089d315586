package io.sparqlcheck.cli;

import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code --grammar}: a version from the registry, the default one when absent (mix-3 for a campaign), one usage error
 * when unknown.
 */
class GrammarOptionTests {

	@Example
	void theGrammarOptionNamesARegisteredVersion() {
		assertThat(Args.parse("campaign", new String[] {}, 0).grammar().version()).isEqualTo("core-1");
		assertThat(Args.parse("campaign", new String[] {}, 0).grammar(io.sparqlcheck.arbitraries.Grammars.CAMPAIGN_VERSION).version())
			.isEqualTo("mix-3");
		assertThat(Args.parse("campaign", new String[] {"--grammar", "core-2"}, 0).grammar().version()).isEqualTo("core-2");
		assertThatThrownBy(() -> Args.parse("differential", new String[] {"--grammar", "core-9"}, 0).grammar())
			.isInstanceOf(Args.UsageException.class)
			.hasMessageStartingWith("differential: --grammar: unknown grammar version 'core-9' (known: core-1, core-2");
		assertThat(Main.run(new String[] {"campaign", "--grammar", "core-9", "--tries", "1"})).isEqualTo(2);
	}

	@Example
	void theBenchsCampaignGrammarIsCheckedBeforeAnyOutput() {
		java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
		java.io.PrintStream ps = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
		int rc = Main.run(new String[] {"bench", "--only", "campaign", "--campaign-grammar", "core-9"},
			new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), java.util.Map.of(), ps, ps));
		assertThat(rc).isEqualTo(2);
		assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8).strip())
			.startsWith("sparqlcheck bench: --campaign-grammar: unknown grammar version 'core-9' (known: core-1")
			.doesNotContain("\n");
	}

	@Example
	void aCampaignWithoutTheOptionGeneratesMix3() throws Exception {
		java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
		java.io.PrintStream ps = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
		java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("sparqlcheck-default-grammar");
		int rc = Main.run(new String[] {"campaign", "--engines", "jena", "--oracles", "tlp", "--tries", "1", "--seed", "1",
			"--max-shrinks", "0", "--quiet", "--out", dir.toString(), "--ledger", dir.resolve("none.jsonl").toString(),
			"--findings", dir.resolve("none-findings.jsonl").toString()},
			new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), java.util.Map.of(), ps, ps));
		String text = out.toString(java.nio.charset.StandardCharsets.UTF_8);
		assertThat(rc).as(text).isIn(0, 1);
		assertThat(text).contains("generator mix-3");
	}
}

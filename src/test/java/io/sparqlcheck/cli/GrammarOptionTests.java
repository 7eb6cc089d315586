package io.sparqlcheck.cli;

import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code --grammar}: a version from the registry, the default one when absent, one usage error when unknown. */
class GrammarOptionTests {

	@Example
	void theGrammarOptionNamesARegisteredVersion() {
		assertThat(Args.parse("campaign", new String[] {}, 0).grammar().version()).isEqualTo("core-1");
		assertThat(Args.parse("campaign", new String[] {"--grammar", "core-2"}, 0).grammar().version()).isEqualTo("core-2");
		assertThatThrownBy(() -> Args.parse("differential", new String[] {"--grammar", "core-9"}, 0).grammar())
			.isInstanceOf(Args.UsageException.class)
			.hasMessageStartingWith("differential: --grammar: unknown grammar version 'core-9' (known: core-1, core-2");
		assertThat(Main.run(new String[] {"campaign", "--grammar", "core-9", "--tries", "1"})).isEqualTo(2);
	}
}

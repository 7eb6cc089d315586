package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A campaign that names no oracle runs TLP, NoREC and (over two engines or more) the differential on
 * every case, and the oracles only they do not reach on one case in eight, and says so in its first line.
 */
class DefaultOraclesTests {

	@Example
	void theDefaultCampaignSamplesTheOraclesBeyondTheFirstThree() throws Exception {
		assertThat(CampaignCommand.defaultOracles(1)).containsExactly("tlp", "norec", "ask/8", "agg-tlp/8");
		assertThat(CampaignCommand.defaultOracles(4)).containsExactly("tlp", "norec", "differential", "ask/8", "agg-tlp/8");
		assertThat(DetectBench.ORACLES).isEqualTo(CampaignCommand.defaultOracles(2)); // the benchmark measures the default

		Path out = Files.createTempDirectory(Files.createDirectories(Path.of("target", "default-oracles")), "run");
		ByteArrayOutputStream text = new ByteArrayOutputStream();
		int rc = Main.run(new String[] {"campaign", "--engines", "jena,rdf4j", "--tries", "16", "--seed", "0", "--quiet", "--out", out.toString()},
			new CliContext(EngineCatalog.embedded(), Map.of(), new PrintStream(text, true, StandardCharsets.UTF_8), System.err));
		assertThat(text.toString(StandardCharsets.UTF_8))
			.contains("oracles [TLP, NoREC, differential, ASK (1 case in 8), AGG-TLP (1 case in 8)]");
		assertThat(rc).isIn(0, 1);
	}
}

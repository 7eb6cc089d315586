package io.sparqlcheck.config;

import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.engine.endpoint.ResultFormat;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** engines.yaml is read strictly: every error names the file, the line and the key. */
class EnginesFileLoaderTests {

	static final Path FILE = Path.of("/tmp/project/engines.yaml");

	static final String VALID = String.join("\n",
		"state-dir: state",
		"engines:",
		"  - name: jena",
		"    kind: jena",
		"  - name: virtuoso",
		"    kind: sparql-endpoint",
		"    preset: virtuoso",
		"    query-url: http://127.0.0.1:8890/sparql",
		"    update-url: http://127.0.0.1:8890/sparql-auth",
		"    method: post-form",
		"    result-format: xml",
		"    timeout-seconds: 5",
		"    max-response-bytes: 1000",
		"    user-env: V_USER",
		"    password-env: V_PASSWORD",
		"  - name: mine",
		"    kind: sparql-endpoint",
		"    preset: generic",
		"    query-url: https://example.org/sparql",
		"    read-only: true",
		"    graph: http://example.org/data",
		"");

	@Example
	void readsEveryKey() throws Exception {
		EnginesFile f = EnginesFileLoader.parse(FILE, VALID);
		assertThat(f.stateDir()).isEqualTo(Path.of("/tmp/project/state"));
		assertThat(f.engines()).extracting(EngineEntry::name).containsExactly("jena", "virtuoso", "mine");
		assertThat(f.engine("jena").orElseThrow().kind()).isEqualTo(io.sparqlcheck.config.EngineKinds.JENA);
		EngineEntry v = f.engine("virtuoso").orElseThrow();
		assertThat(v.preset()).isEqualTo(Preset.VIRTUOSO);
		assertThat(v.method()).isEqualTo(QueryMethod.POST_FORM);
		assertThat(v.resultFormat()).isEqualTo(ResultFormat.XML);
		assertThat(v.timeout()).isEqualTo(Duration.ofSeconds(5));
		assertThat(v.maxResponseBytes()).isEqualTo(1000);
		EndpointSettings s = f.settings(v, Map.of("V_USER", "dba", "V_PASSWORD", "pw"));
		assertThat(s.credentials().user()).isEqualTo("dba");
		assertThat(s.toString()).doesNotContain("pw");
		EngineEntry mine = f.engine("mine").orElseThrow();
		assertThat(mine.readOnly()).isTrue();
		assertThat(mine.graph()).isEqualTo("http://example.org/data");
		assertThat(mine.method()).isEqualTo(QueryMethod.GET);
		assertThat(mine.resultFormat()).isEqualTo(ResultFormat.JSON);
	}

	@Example
	void theRepositorysEnginesFileLoads() throws Exception {
		EnginesFile f = EnginesFileLoader.load(Path.of("engines.yaml"));
		assertThat(f.endpoints()).extracting(EngineEntry::preset)
			.containsExactly(Preset.FUSEKI, Preset.VIRTUOSO, Preset.BLAZEGRAPH, Preset.OXIGRAPH);
	}

	@Example
	void anUnknownKeyIsAnErrorNamingFileLineAndKey() {
		String text = VALID.replace("    timeout-seconds: 5", "    timeout: 5");
		assertThat(error(text)).contains("/tmp/project/engines.yaml:12:").contains("engines[1].timeout").contains("unknown key 'timeout'");
	}

	@Example
	void anUnknownPresetKindMethodOrFormatIsAnError() {
		assertThat(error(VALID.replace("preset: virtuoso", "preset: virtuosso")))
			.contains("engines.yaml:7:").contains("engines[1].preset").contains("unknown preset 'virtuosso'").contains("blazegraph");
		assertThat(error(VALID.replace("kind: jena", "kind: jenna"))).contains(":4:").contains("engines[0].kind").contains("unknown kind");
		assertThat(error(VALID.replace("method: post-form", "method: post"))).contains(":10:").contains("unknown query method 'post'");
		assertThat(error(VALID.replace("result-format: xml", "result-format: csv"))).contains(":11:").contains("unknown result format");
	}

	@Example
	void aMethodThePresetCannotUseIsAnError() {
		assertThat(error(VALID.replace("method: post-form", "method: post-direct")))
			.contains(":10:").contains("engines[1].method").contains("virtuoso does not support method post-direct");
	}

	@Example
	void keysThatDoNotApplyMissingKeysAndBadValuesAreErrors() {
		assertThat(error(VALID.replace("    kind: jena", "    kind: jena\n    preset: fuseki")))
			.contains(":5:").contains("engines[0].preset").contains("for kind jena");
		assertThat(error(VALID.replace("    query-url: http://127.0.0.1:8890/sparql\n", "")))
			.contains("engines[1].query-url").contains("missing key 'query-url'");
		assertThat(error(VALID.replace("timeout-seconds: 5", "timeout-seconds: soon"))).contains(":12:").contains("whole seconds");
		assertThat(error(VALID.replace("http://127.0.0.1:8890/sparql\n", "ftp://x/sparql\n"))).contains("engines[1].query-url");
		assertThat(error(VALID.replace("    password-env: V_PASSWORD\n", ""))).contains("password-env");
		assertThat(error(VALID.replace("user-env: V_USER", "user-env: hunter2!"))).contains("environment variable").doesNotContain("hunter2!");
		assertThat(error(VALID.replace("read-only: true", "read-only: yes"))).contains("true or false");
		assertThat(error(VALID.replace("name: mine", "name: jena"))).contains(":16:").contains("used twice");
		assertThat(error(VALID.replace("    read-only: true\n    graph: http://example.org/data\n", ""))).contains("engines[2]").contains("update-url");
		assertThat(error(VALID + "engines: []\n")).contains("given twice");
		assertThat(error("engines: []\n")).contains("lists no engine");
		assertThat(error("engines:\n  - name: [a\n")).contains("engines.yaml:").contains("not valid YAML");
		assertThat(error("")).contains("empty");
	}

	@Example
	void aMissingEnvironmentVariableIsNamedButNoValueIsShown() throws Exception {
		EnginesFile f = EnginesFileLoader.parse(FILE, VALID);
		Throwable t = catchThrowable(() -> f.settings(f.engine("virtuoso").orElseThrow(), Map.of("V_USER", "dba")));
		assertThat(t).isInstanceOf(ConfigException.class).hasMessageContaining("V_PASSWORD").hasMessageContaining("engines.yaml:5")
			.hasMessageContaining("virtuoso");
	}

	@Example
	void aUrlWithCredentialsIsRejectedWithoutShowingThem() {
		for (String url : java.util.List.of("http://dba:T0pS3cret@127.0.0.1:8890/sparql", "http://dba:T0pS3cret@bad host/x",
			"https://T0pS3cret@example.org/", "http://dba:T0p%53ecret@127.0.0.1/")) {
			String e = error(VALID.replace("query-url: https://example.org/sparql", "query-url: " + url));
			assertThat(e).as(url).contains("engines.yaml:").contains("query-url").contains("credentials")
				.doesNotContain("T0pS3cret").doesNotContain("T0p%53ecret").doesNotContain("dba:");
		}
		// nor in the snippet of a YAML syntax error on the same line
		String yaml = error(VALID.replace("query-url: https://example.org/sparql", "query-url: http://dba:T0pS3cret@h/x: [oops"));
		assertThat(yaml).contains("not valid YAML").doesNotContain("T0pS3cret");
	}

	@Example
	void readsARestartCommandAndRefusesABadOneNamingFileLineAndKey() throws Exception {
		String withRestart = VALID.replace("    password-env: V_PASSWORD\n", "    password-env: V_PASSWORD\n    restart: [scripts/restart-server.sh, virtuoso, 8890, run/v]\n");
		EnginesFile f = EnginesFileLoader.parse(FILE, withRestart);
		assertThat(f.engine("virtuoso").orElseThrow().restart()).containsExactly("scripts/restart-server.sh", "virtuoso", "8890", "run/v");
		assertThat(f.engine("jena").orElseThrow().restart()).isEmpty();
		// line 16 is the restart key's
		assertThat(error(withRestart.replace("restart: [scripts/restart-server.sh, virtuoso, 8890, run/v]", "restart: scripts/restart-server.sh")))
			.startsWith(FILE + ":16: engines[1].restart: needs a list of strings");
		assertThat(error(withRestart.replace("restart: [scripts/restart-server.sh, virtuoso, 8890, run/v]", "restart: []")))
			.startsWith(FILE + ":16: engines[1].restart: needs a list of strings");
		assertThat(error(withRestart.replace("restart: [scripts/restart-server.sh, virtuoso, 8890, run/v]", "restart: [a, {b: c}]")))
			.startsWith(FILE + ":16: engines[1].restart: needs a list of strings");
		assertThat(error(VALID.replace("    graph: http://example.org/data\n", "    graph: http://example.org/data\n    restart: [x]\n")))
			.contains("engines[2].restart: a read-only endpoint is never restarted");
		assertThat(error(VALID.replace("  - name: jena\n    kind: jena\n", "  - name: jena\n    kind: jena\n    restart: [x]\n")))
			.contains("engines[0].restart: unknown key 'restart' for kind jena");
	}

	private static String error(String text) {
		Throwable t = catchThrowable(() -> EnginesFileLoader.parse(FILE, text));
		assertThat(t).as("expected an error for:\n" + text).isInstanceOf(ConfigException.class);
		return t.getMessage();
	}
}

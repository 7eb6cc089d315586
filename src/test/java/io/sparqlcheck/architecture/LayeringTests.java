package io.sparqlcheck.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The package order of src/main as rules that fail when someone breaks it: each package depends
 * only on the packages below it, jqwik is confined to the arbitraries and jqwik packages, and
 * jqwik's non-API engine classes are used in one class only. A newcomer adding a class reads the
 * order here; a change that needs an arrow upward has to change this test, in review.
 */
class LayeringTests {

	/** Bottom to top. A package may depend on the ones before it, never on one after it. */
	static final List<String> LAYERS = List.of(
		"model", "codec", "result", "query", "engine", "compare", "config", "oracle", "ledger", "export",
		"arbitraries", "jqwik", "generators", "campaign", "cli");

	private static final String ROOT = "io.sparqlcheck.";

	private static final JavaClasses MAIN = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
		.importPackages("io.sparqlcheck");

	@Example
	void everyPackageOfMainIsInTheOrder() {
		classes().should().resideInAnyPackage(LAYERS.stream().map(l -> ROOT + l + "..").toArray(String[]::new))
			.because("a new package takes its place in LayeringTests.LAYERS")
			.check(MAIN);
	}

	@Example
	void dependenciesPointDownOnly() {
		for (int i = 0; i < LAYERS.size() - 1; i++) {
			List<String> above = new ArrayList<>();
			for (String l : LAYERS.subList(i + 1, LAYERS.size())) {
				above.add(ROOT + l + "..");
			}
			ArchRule rule = noClasses().that().resideInAPackage(ROOT + LAYERS.get(i) + "..")
				.should().dependOnClassesThat().resideInAnyPackage(above.toArray(String[]::new))
				.because(LAYERS.get(i) + " sits below " + String.join(", ", LAYERS.subList(i + 1, LAYERS.size())));
			rule.check(MAIN);
		}
	}

	@Example
	void jqwikIsConfinedToTheArbitrariesAndJqwikPackages() {
		noClasses().that().resideOutsideOfPackages(ROOT + "arbitraries..", ROOT + "jqwik..")
			.should().dependOnClassesThat().resideInAPackage("net.jqwik..")
			.because("the model, oracles, engines, ledger and campaign are plain Java; jqwik is the plugin's surface")
			.check(MAIN);
	}

	@Example
	void jqwikEngineInternalsAreUsedInOneClassOnly() {
		noClasses().that().doNotHaveFullyQualifiedName(ROOT + "arbitraries.JqwikInternals")
			.should().dependOnClassesThat().resideInAPackage("net.jqwik.engine..")
			.because("jqwik's engine classes are not its API: one class wraps the two it needs, so an upgrade breaks one place")
			.check(MAIN);
	}
}

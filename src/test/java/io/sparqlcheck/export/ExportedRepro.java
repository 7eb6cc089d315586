package io.sparqlcheck.export;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

/**
 * Compiles exported JUnit classes as a user's build would (the JDK's compiler, the test classpath:
 * JUnit 5, Jena, RDF4J, nothing of sparqlcheck's needed) and runs one through the JUnit Platform
 * launcher, the way a user's {@code mvn test} runs it.
 */
final class ExportedRepro {
	private ExportedRepro() {
	}

	/** One run of one class: tests found, and the failures' messages. */
	record Run(long found, long succeeded, List<String> failures) {
	}

	/** Compiles every source into {@code out} and returns a loader of the result. Fails with javac's diagnostics. */
	static ClassLoader compile(Path out, Path... sources) throws IOException {
		JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
		DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
		Files.createDirectories(out);
		String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
			boolean ok = javac.getTask(null, files, diagnostics, List.of("-d", out.toString(), "-cp", classpath, "--release", "17", "-proc:none"),
				null, files.getJavaFileObjectsFromPaths(List.of(sources))).call();
			if (!ok) {
				List<String> errors = new ArrayList<>();
				for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
					errors.add(d.getKind() + " " + d.getSource() + ":" + d.getLineNumber() + ": " + d.getMessage(null));
				}
				throw new AssertionError("the exported class does not compile:\n" + String.join("\n", errors));
			}
		}
		return new URLClassLoader(new URL[] {out.toUri().toURL()}, ExportedRepro.class.getClassLoader());
	}

	/** Runs the class's JUnit Jupiter tests through the JUnit Platform launcher. */
	static Run run(ClassLoader loader, String className) throws ClassNotFoundException {
		Class<?> cls = loader.loadClass(className.contains(".") ? className : JUnitExport.PACKAGE + "." + className);
		LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(cls))
			.filters(includeEngines("junit-jupiter")).build();
		Launcher launcher = LauncherFactory.create();
		SummaryGeneratingListener listener = new SummaryGeneratingListener();
		launcher.execute(request, listener);
		TestExecutionSummary s = listener.getSummary();
		return new Run(s.getTestsFoundCount(), s.getTestsSucceededCount(),
			s.getFailures().stream().map(f -> f.getException().getClass().getSimpleName() + ": " + f.getException().getMessage()).toList());
	}

	/** A subclass of an exported class that overrides one of its replay hooks: the engine with the bug absent. */
	static Path subclass(Path dir, String name, String exported, String body) throws IOException {
		Path file = dir.resolve(name + ".java");
		Files.writeString(file, "package " + JUnitExport.PACKAGE + ";\n\npublic class " + name + " extends " + exported + " {\n" + body + "\n}\n");
		return file;
	}
}

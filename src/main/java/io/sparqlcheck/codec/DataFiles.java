package io.sparqlcheck.codec;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RiotException;
import org.apache.jena.riot.RiotParseException;
import org.apache.jena.riot.system.ErrorHandler;
import org.apache.jena.riot.system.StreamRDFBase;
import org.apache.jena.sparql.core.Quad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A user's data file ({@code .ttl}, {@code .nt}, {@code .trig}) as a case's {@link Dataset}, for
 * {@code campaign --data}. Loaded safely: strictly parsed (the first syntax error, warning
 * included, ends the load, naming the file, line and column), at most {@value #MAX_TRIPLES}
 * triples (every case loads the whole dataset into every engine), no network (relative IRIs resolve
 * against the file, nothing is fetched). Blank nodes become IRIs {@value #GENID}N, numbered in the
 * order they first occur (cases are compared term by term across engines, where blank-node labels
 * mean nothing); a TriG file's named graphs are merged into the one default graph the cases query.
 */
public final class DataFiles {
	private DataFiles() {
	}

	public static final int MAX_TRIPLES = 10_000;
	public static final String GENID = "http://example.org/.well-known/genid/b";

	/** A data file that cannot be used: the message names the file and, where known, line and column. */
	public static final class DataFileException extends IllegalArgumentException {
		public DataFileException(String message) {
			super(message);
		}
	}

	public static Dataset load(Path file) {
		Lang lang = lang(file);
		if (!Files.isRegularFile(file)) {
			throw new DataFileException(file + ": no such file");
		}
		List<Triple> triples = new ArrayList<>();
		Map<String, Iri> blanks = new LinkedHashMap<>();
		StreamRDFBase sink = new StreamRDFBase() {
			@Override
			public void triple(org.apache.jena.graph.Triple t) {
				add(t.getSubject(), t.getPredicate(), t.getObject());
			}

			@Override
			public void quad(Quad q) {
				add(q.getSubject(), q.getPredicate(), q.getObject());
			}

			private void add(Node s, Node p, Node o) {
				if (triples.size() >= MAX_TRIPLES) {
					throw new DataFileException(file + ": more than " + MAX_TRIPLES + " triples; every case loads the whole dataset"
						+ " into every engine, so give a smaller sample");
				}
				triples.add(new Triple(term(s, blanks), (Iri) term(p, blanks), term(o, blanks)));
			}
		};
		try {
			RDFParser.create().source(file).lang(lang).strict(true).errorHandler(strict(file)).parse(sink);
		} catch (RiotParseException e) {
			throw new DataFileException(file + ": line " + e.getLine() + ", column " + e.getCol() + ": " + e.getOriginalMessage());
		} catch (RiotException e) {
			throw new DataFileException(file + ": " + e.getMessage());
		}
		if (triples.isEmpty()) {
			throw new DataFileException(file + ": no triples");
		}
		return Dataset.of(triples);
	}

	private static Lang lang(Path file) {
		String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
		if (name.endsWith(".ttl")) {
			return Lang.TURTLE;
		}
		if (name.endsWith(".nt")) {
			return Lang.NTRIPLES;
		}
		if (name.endsWith(".trig")) {
			return Lang.TRIG;
		}
		throw new DataFileException(file + ": not a .ttl, .nt or .trig file");
	}

	private static ErrorHandler strict(Path file) {
		return new ErrorHandler() {
			@Override
			public void warning(String message, long line, long col) {
				throw new RiotParseException(message, line, col);
			}

			@Override
			public void error(String message, long line, long col) {
				throw new RiotParseException(message, line, col);
			}

			@Override
			public void fatal(String message, long line, long col) {
				throw new RiotParseException(message, line, col);
			}
		};
	}

	private static Term term(Node n, Map<String, Iri> blanks) {
		if (n.isURI()) {
			return Iri.of(n.getURI());
		}
		if (n.isBlank()) {
			return blanks.computeIfAbsent(n.getBlankNodeLabel(), k -> Iri.of(GENID + blanks.size()));
		}
		if (n.isLiteral()) {
			String lang = n.getLiteralLanguage();
			if (lang != null && !lang.isEmpty()) {
				return Literal.langString(n.getLiteralLexicalForm(), lang);
			}
			String dt = n.getLiteralDatatypeURI();
			return dt == null || dt.equals(XSDDatatype.XSDstring.getURI()) ? Literal.string(n.getLiteralLexicalForm())
				: Literal.typed(n.getLiteralLexicalForm(), dt);
		}
		throw new DataFileException("unsupported term " + n);
	}
}

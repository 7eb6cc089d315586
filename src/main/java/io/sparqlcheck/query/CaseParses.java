package io.sparqlcheck.query;

import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.Syntax;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The parses of one case's query texts, each made once and taken by every engine that parses that
 * text with the same {@link Parser}: plain Jena and QueryEngineRef run one ARQ parse, RDF4J and RDF4J
 * without optimizers one RDF4J parse. A campaign's feed makes one table per case ({@code
 * Preconditions.parses}) and hands it to the engines' loads and parses ahead ({@code Engine.prepareAhead}).
 *
 * <p>Why: the four embedded engines are two parsers run twice over the same five texts, and parsing
 * was a tenth of a default campaign's CPU on the feed alone (docs/benchmarks.md, session 27). Sharing
 * changes no answer: Jena runs a parsed query without changing it (the preconditions' own parse has
 * always been run by plain Jena), and RDF4J evaluates a copy of the parsed algebra (its
 * {@code SailSourceConnection} clones it before optimizing). A parse that throws is not kept, so each
 * engine meets the failure itself, as it would alone.
 *
 * <p>One table holds one case's texts and is dropped with the case: nothing outlives it. Thread-safe,
 * though only the feed's thread fills it.
 */
public final class CaseParses {

	/**
	 * How a text is parsed: engines share a parse only when they use the same parser (one library, one
	 * release, one syntax). Two parsers are the same only when they are one object, so each is a constant
	 * of the code that owns it.
	 *
	 * @param <T> the parsed form
	 */
	public static final class Parser<T> {
		private final String name;
		private final Function<String, T> parse;

		/**
		 * @param name  what it is, for messages
		 * @param parse the parse, which may throw for a text it rejects
		 */
		public Parser(String name, Function<String, T> parse) {
			this.name = name;
			this.parse = parse;
		}

		/** What it is, for messages. */
		public String name() {
			return name;
		}

		/** Parses the text now, whatever any table holds; throws what the parse throws for a text it rejects. */
		public T parse(String text) {
			return parse.apply(text);
		}

		@Override
		public String toString() {
			return "parser " + name;
		}
	}

	/** ARQ's parse (Jena's {@code QueryFactory}, ARQ's syntax): the preconditions' and every in-process Jena engine's. */
	public static final Parser<Query> ARQ = new Parser<>("Jena ARQ", text -> QueryFactory.create(text, Syntax.syntaxARQ));

	private final Map<Parser<?>, Map<String, Object>> parsed = new IdentityHashMap<>();

	private CaseParses() {
	}

	/** An empty table: each text parsed at its first asking. */
	public static CaseParses empty() {
		return new CaseParses();
	}

	/** A table that holds the preconditions' ARQ parse of their query, when they could parse it. */
	public static CaseParses with(Optional<CompiledQuery> compiled) {
		CaseParses table = new CaseParses();
		compiled.ifPresent(c -> table.parsed.computeIfAbsent(ARQ, p -> new HashMap<>()).put(c.text(), c.query()));
		return table;
	}

	/** The parse of this text by this parser that the table holds, if any; never parses. */
	@SuppressWarnings("unchecked")
	public synchronized <T> Optional<T> held(Parser<T> parser, String text) {
		return Optional.ofNullable((T) parsed.getOrDefault(parser, Map.of()).get(text));
	}

	/**
	 * The parse of this text by this parser: the one made before for this case, or made now and kept.
	 *
	 * @throws RuntimeException what the parser throws for a text it rejects (nothing is kept then)
	 */
	@SuppressWarnings("unchecked")
	public synchronized <T> T parse(Parser<T> parser, String text) {
		Map<String, Object> byText = parsed.computeIfAbsent(parser, p -> new HashMap<>());
		Object held = byText.get(text);
		if (held == null) {
			held = parser.parse(text);
			byText.put(text, held);
		}
		return (T) held;
	}
}

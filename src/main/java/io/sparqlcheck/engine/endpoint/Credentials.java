package io.sparqlcheck.engine.endpoint;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user name and password for an endpoint, read from environment variables that engines.yaml
 * names. {@link #toString()} never shows them, and {@link #redact} removes them from any text before
 * it reaches a record, a report or a log line: as typed, in either Unicode normal form, alone and as
 * {@code user:password}; in Base64 as Basic sends it (of UTF-8 and of ISO-8859-1 bytes, either
 * alphabet, padded or not); and with each character in any of its encodings, mixed as a server
 * leaves them (percent-encoded in UTF-8 or ISO-8859-1 with {@code +} or {@code %20} for a space and
 * {@code /} left as is, its UTF-8 bytes read back as ISO-8859-1, JSON-escaped, or as an HTML
 * character reference).
 */
public final class Credentials {

	private final String user;
	private final String password;
	private final Pattern secret;

	/**
	 * @param user     the user name
	 * @param password the password, any Unicode: it is sent as UTF-8
	 */
	public Credentials(String user, String password) {
		this.user = Objects.requireNonNull(user, "user");
		this.password = Objects.requireNonNull(password, "password");
		this.secret = password.isEmpty() ? null : pattern(forms(user, password));
	}

	/** The user name. */
	public String user() {
		return user;
	}

	/** The password. */
	public String password() {
		return password;
	}

	/** The text with every form of the password (and of {@code user:password}) replaced by {@code ***}. */
	public String redact(String text) {
		if (text == null || secret == null) {
			return text;
		}
		return secret.matcher(text).replaceAll(Matcher.quoteReplacement("***"));
	}

	/**
	 * The forms: the password and {@code user:password} each as a pattern that takes every character in
	 * any of its encodings ({@link #character}), then Base64 of both (standard and URL alphabet, with or
	 * without padding) over UTF-8 and ISO-8859-1 bytes.
	 */
	private static Set<String> forms(String user, String password) {
		Set<String> forms = new LinkedHashSet<>();
		for (String p : List.of(password, Normalizer.normalize(password, Normalizer.Form.NFC), Normalizer.normalize(password, Normalizer.Form.NFD))) {
			String pair = user + ":" + p;
			forms.add(encoded(pair));
			forms.add(encoded(p));
			for (Charset cs : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1)) {
				for (String plain : List.of(pair, p)) {
					if (cs.newEncoder().canEncode(plain)) {
						for (Base64.Encoder b64 : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
							String b = b64.encodeToString(plain.getBytes(cs));
							forms.add(Pattern.quote(b));
							forms.add(Pattern.quote(b.replaceAll("=+$", "")));
						}
					}
				}
			}
		}
		forms.remove("");
		forms.remove(Pattern.quote(""));
		return forms;
	}

	/** A pattern taking the text with each character in any of its encodings. */
	private static String encoded(String text) {
		StringBuilder b = new StringBuilder();
		text.codePoints().forEach(cp -> b.append(character(cp)));
		return b.toString();
	}

	/**
	 * One character in any form a server, a proxy or a report may give it: as is; percent-encoded in
	 * UTF-8 or ISO-8859-1 (hex in either case, {@code +} for a space); its UTF-8 bytes read back as
	 * ISO-8859-1 ({@code é} as {@code Ã©}); JSON-escaped ({@code \u00e9}, {@code \/}); and as an
	 * HTML/XML character reference ({@code &amp;}, {@code &#38;}, {@code &#x26;}).
	 */
	private static String character(int cp) {
		Set<String> alternatives = new LinkedHashSet<>();
		String c = new String(Character.toChars(cp));
		alternatives.add(Pattern.quote(c));
		byte[] utf8 = c.getBytes(StandardCharsets.UTF_8);
		alternatives.add(percent(utf8));
		alternatives.add(Pattern.quote(new String(utf8, StandardCharsets.ISO_8859_1)));
		if (cp <= 0xff) {
			alternatives.add(percent(new byte[] {(byte) cp}));
		}
		if (cp == ' ') {
			alternatives.add("\\+");
		}
		if (cp == '/' || cp == '"' || cp == '\\') {
			alternatives.add(Pattern.quote("\\" + c));
		}
		StringBuilder json = new StringBuilder();
		for (char ch : c.toCharArray()) {
			json.append(Pattern.quote(String.format("\\u%04x", (int) ch)));
		}
		alternatives.add(json.toString());
		alternatives.add("&#0*" + cp + ";");
		alternatives.add("&#x0*" + Integer.toHexString(cp) + ";");
		switch (cp) {
			case '&' -> alternatives.add("&amp;");
			case '<' -> alternatives.add("&lt;");
			case '>' -> alternatives.add("&gt;");
			case '"' -> alternatives.add("&quot;");
			case '\'' -> alternatives.add("&apos;");
			default -> { }
		}
		return "(?:" + String.join("|", alternatives) + ")";
	}

	/** The bytes as {@code %XX} each. */
	private static String percent(byte[] bytes) {
		StringBuilder b = new StringBuilder();
		for (byte x : bytes) {
			b.append(String.format("%%%02X", x & 0xff));
		}
		return b.toString();
	}

	/** One pattern of every form, longest first, case-insensitive (hex digits and escapes come in either case). */
	private static Pattern pattern(Set<String> forms) {
		List<String> sorted = new ArrayList<>(forms);
		sorted.sort(Comparator.comparingInt(String::length).reversed());
		return Pattern.compile(String.join("|", sorted), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
	}

	@Override
	public String toString() {
		return "Credentials[user=***, password=***]";
	}
}

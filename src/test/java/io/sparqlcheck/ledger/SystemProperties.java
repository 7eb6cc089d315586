package io.sparqlcheck.ledger;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/** Runs code with some system properties set, restoring the previous values after. */
public final class SystemProperties {
	private SystemProperties() {
	}

	public static <T> T with(Map<String, String> values, Callable<T> body) throws Exception {
		Map<String, String> previous = new HashMap<>();
		values.keySet().forEach(k -> previous.put(k, System.getProperty(k)));
		values.forEach(System::setProperty);
		try {
			return body.call();
		} finally {
			previous.forEach((k, v) -> {
				if (v == null) {
					System.clearProperty(k);
				} else {
					System.setProperty(k, v);
				}
			});
		}
	}
}

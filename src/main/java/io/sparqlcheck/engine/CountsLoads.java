package io.sparqlcheck.engine;

/**
 * An engine that counts how often it loaded data: the benchmark's "loads per distinct dataset",
 * whose target is one (each dataset loaded once and reused for every query over it).
 */
public interface CountsLoads {

	/** How many datasets this engine has loaded so far. */
	long loads();
}

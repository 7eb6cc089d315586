package io.sparqlcheck.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * CPU time as the benchmarks charge it: this JVM's (every thread) and, when a campaign runs a managed
 * server beside it, that server's too, so that a campaign whose reference answers over HTTP is not
 * measured as cheaper than one whose engines all run in this process. Child processes are looked up
 * again every {@value #REFRESH} readings (a restarted server is a new one); one that has exited keeps
 * the time it was last read with.
 */
final class ProcessCpu implements LongSupplier {
	/** Readings between two walks of the process tree: the benchmark reads the clock once per case. */
	static final int REFRESH = 256;

	private final Map<Long, Long> childNanos = new HashMap<>();
	private List<ProcessHandle> children = List.of();
	private int readings;

	/** A clock of this JVM's CPU time plus its descendants'. */
	static ProcessCpu withChildren() {
		return new ProcessCpu();
	}

	@Override
	public long getAsLong() {
		if (readings++ % REFRESH == 0) {
			children = ProcessHandle.current().descendants().toList();
		}
		for (ProcessHandle child : children) {
			child.info().totalCpuDuration().ifPresent(d -> childNanos.put(child.pid(), d.toNanos()));
		}
		long sum = DetectBench.processCpuNanos();
		for (long n : childNanos.values()) {
			sum += n;
		}
		return sum;
	}
}

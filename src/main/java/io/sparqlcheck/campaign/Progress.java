package io.sparqlcheck.campaign;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A campaign's progress lines: few (one per fifth of the run, or one every {@value #QUIET_SECONDS}
 * seconds when a fifth takes longer), each with the counts so far; the time left only once the run
 * is warm ({@link #warm}), estimated from the rate of the last {@value #WINDOW_SECONDS} seconds since
 * the warm-up, never from the slow first cases (JIT, class loading, the first shrinks), and long
 * enough that one shrink's pause does not multiply the estimate; under a time budget the
 * elapsed time of the budget ("2:13 of 5:00"), never a count of cases out of an unbounded range.
 * Time is read for display and for the budget only: nothing it says changes a verdict.
 */
final class Progress {
	static final int QUIET_SECONDS = 30;
	static final int WINDOW_SECONDS = 120;
	private static final long SECOND = 1_000_000_000L;

	private final PrintStream out;
	private final long total;
	private final long budget;
	private final long start = System.nanoTime();
	private long cases, checks, lastPrint = start;
	private int lastStep;
	private final long[] byOutcome = new long[Outcome.values().length];
	/** (time, cases) samples at most a second apart, the last {@value #WINDOW_SECONDS} seconds of them. */
	private final Deque<long[]> window = new ArrayDeque<>();

	/**
	 * @param out       where the lines go, or null for none
	 * @param total     the number of cases of the range (ignored under a time budget)
	 * @param timeLimit the time budget, or null
	 */
	Progress(PrintStream out, long total, Duration timeLimit) {
		this.out = out;
		this.total = total;
		this.budget = timeLimit == null ? -1 : timeLimit.toNanos();
		window.add(new long[] {start, 0});
	}

	boolean outOfTime() {
		return budget >= 0 && System.nanoTime() - start >= budget;
	}

	void count(Outcome o) {
		checks++;
		byOutcome[o.ordinal()]++;
	}

	void caseDone() {
		cases++;
		long now = System.nanoTime();
		if (budget < 0 && warm(cases, total) && !warm(cases - 1, total)) {
			window.clear(); // the rate counts from the warm-up on
			window.add(new long[] {now, cases});
		} else if (now - window.getLast()[0] >= SECOND) {
			window.add(new long[] {now, cases});
			while (window.size() > 2 && now - window.getFirst()[0] > WINDOW_SECONDS * SECOND) {
				window.removeFirst();
			}
		}
		int step = (int) (5 * (budget >= 0 ? Math.min(1.0, (double) (now - start) / budget) : (double) cases / total));
		if (out != null && (step > lastStep || now - lastPrint >= QUIET_SECONDS * SECOND)) {
			lastStep = Math.max(step, lastStep);
			lastPrint = now;
			out.println(line(now));
		}
	}

	/** The last line, unless the run printed it at its last case. */
	void finish() {
		if (out != null && !(budget < 0 && cases == total)) {
			out.println(line(System.nanoTime()));
		}
	}

	private String line(long now) {
		long elapsed = now - start;
		StringBuilder b = new StringBuilder("[campaign] ");
		if (budget >= 0) {
			b.append(clock(elapsed)).append(" of ").append(clock(budget)).append(", ").append(cases).append(" cases");
		} else {
			b.append(cases).append('/').append(total).append(" cases (").append(100 * cases / total).append("%)");
		}
		b.append(String.format(", %.0f checks/s", checks / Math.max(elapsed / 1e9, 1e-9)));
		for (Outcome o : Outcome.values()) {
			b.append(", ").append(o.label).append(' ').append(byOutcome[o.ordinal()]);
		}
		if (budget < 0 && cases < total && warm(cases, total)) {
			long[] first = window.getFirst();
			double rate = (cases - first[1]) / Math.max((now - first[0]) / 1e9, 1e-9);
			if (rate > 0) {
				b.append(", about ").append(clock((long) ((total - cases) / rate * 1e9))).append(" left");
			}
		} else if (budget < 0 && cases == total) {
			b.append(", done in ").append(clock(elapsed));
		}
		return b.toString();
	}

	/** Whether {@code cases} of {@code total} are past the warm-up: 20 cases and 5 % of the run. */
	static boolean warm(long cases, long total) {
		return cases >= 20 && cases * 20 >= total;
	}

	/** A duration as m:ss, or h:mm:ss from an hour on. */
	static String clock(long nanos) {
		long s = Math.max(0, Math.round(nanos / 1e9));
		return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String.format("%d:%02d", s / 60, s % 60);
	}
}

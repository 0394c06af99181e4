import { describe, expect, it } from 'vitest';
import { DatabaseAwayError, DatabaseCircuit, type CircuitEvent } from './database-circuit';
import { isDatabaseUnavailable } from './unavailable';

/** Timers the test fires by hand, and a clock it moves. */
function manualClock() {
  let now = 0;
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    now: () => now,
    timers: {
      setTimeout: (callback: () => void) => {
        pending.set(next, callback);
        return next++;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    /** Moves the clock and fires what was due (every pending timer: they all wait `retryMs`). */
    async advance(ms: number) {
      now += ms;
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback();
      // Let the probe's promise settle.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    },
    get pending() {
      return pending.size;
    },
  };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function circuitWith(probe: () => Promise<void>) {
  const clock = manualClock();
  const events: CircuitEvent[] = [];
  const circuit = new DatabaseCircuit(probe, {
    retryMs: 1_000,
    timers: clock.timers,
    now: clock.now,
  });
  circuit.onChange((event) => events.push(event));
  return { circuit, clock, events };
}

// Defects 2 and 8 of issue 34: writes waited out deadline after deadline during an outage, and
// the outage was logged at every call and poll.
describe('DatabaseCircuit', () => {
  it('takes the database down at the first unavailable error, once, abandoning the calls in flight', async () => {
    const { circuit, events } = circuitWith(() => Promise.reject(refused()));
    const hanging = circuit.run(() => new Promise<never>(() => undefined));
    const failing = circuit.run(() => Promise.reject(refused()));
    await expect(failing).rejects.toThrow('ECONNREFUSED');
    await expect(hanging).rejects.toBeInstanceOf(DatabaseAwayError);
    // Later calls are refused without being made.
    let made = false;
    await expect(
      circuit.run(async () => {
        made = true;
      }),
    ).rejects.toBeInstanceOf(DatabaseAwayError);
    expect(made).toBe(false);
    await expect(circuit.run(() => Promise.reject(refused()))).rejects.toThrow();
    expect(events.map((e) => e.state)).toEqual(['down']);
    expect(isDatabaseUnavailable(new DatabaseAwayError())).toBe(true);
    circuit.close();
  });

  it('probes while down and reports the end of the outage once, with its length', async () => {
    let answers = false;
    const { circuit, clock, events } = circuitWith(() =>
      answers ? Promise.resolve() : Promise.reject(refused()),
    );
    await expect(circuit.run(() => Promise.reject(refused()))).rejects.toThrow();
    for (let probe = 0; probe < 5; probe += 1) await clock.advance(1_000);
    expect(circuit.isDown).toBe(true);
    expect(events.map((e) => e.state)).toEqual(['down']);
    answers = true;
    await clock.advance(1_000);
    expect(circuit.isDown).toBe(false);
    expect(events).toEqual([
      { state: 'down', error: expect.any(Error) },
      { state: 'up', downForMs: 6_000 },
    ]);
    expect(clock.pending).toBe(0);
    await expect(circuit.run(() => Promise.resolve('row'))).resolves.toBe('row');
    circuit.close();
  });

  it('is not taken down by errors that are not an outage', async () => {
    const { circuit, events } = circuitWith(() => Promise.resolve());
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    await expect(circuit.run(() => Promise.reject(syntax))).rejects.toBe(syntax);
    expect(circuit.isDown).toBe(false);
    expect(events).toEqual([]);
    circuit.close();
  });

  it('is not taken down again by a call abandoned in the last outage failing late', async () => {
    const { circuit, clock, events } = circuitWith(() => Promise.resolve());
    let failLate: (error: Error) => void = () => undefined;
    const abandoned = circuit.run(() => new Promise<never>((_, reject) => (failLate = reject)));
    await expect(circuit.run(() => Promise.reject(refused()))).rejects.toThrow();
    await expect(abandoned).rejects.toBeInstanceOf(DatabaseAwayError);
    await clock.advance(1_000);
    expect(circuit.isDown).toBe(false);
    failLate(Object.assign(new Error('Query read timeout'), {}));
    await Promise.resolve();
    expect(circuit.isDown).toBe(false);
    expect(events.map((e) => e.state)).toEqual(['down', 'up']);
    circuit.close();
  });

  it('hands a result that arrives after its call was abandoned to the discard callback', async () => {
    const { circuit } = circuitWith(() => Promise.reject(refused()));
    let arrive: (value: string) => void = () => undefined;
    const discarded: string[] = [];
    const late = circuit.run(
      () => new Promise<string>((resolve) => (arrive = resolve)),
      (value) => discarded.push(value),
    );
    await expect(circuit.run(() => Promise.reject(refused()))).rejects.toThrow();
    await expect(late).rejects.toBeInstanceOf(DatabaseAwayError);
    arrive('pooled connection');
    await Promise.resolve();
    expect(discarded).toEqual(['pooled connection']);
    circuit.close();
  });
});

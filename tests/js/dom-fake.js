// A scheduler whose frames the Node tests fire by hand (ms timestamps).
export class FakeScheduler {
  time = 0;
  requests = 0;   // frames asked for (a loop at rest asks for none)
  #callbacks = new Map();
  #next = 1;
  now() { return this.time; }
  requestFrame(callback) {
    this.requests++;
    const id = this.#next++;
    this.#callbacks.set(id, callback);
    return id;
  }
  cancelFrame(id) { this.#callbacks.delete(id); }
  get pending() { return this.#callbacks.size; }
  frame(timestamp) {
    this.time = timestamp;
    const callbacks = [...this.#callbacks.values()];
    this.#callbacks.clear();
    for (const callback of callbacks) callback(timestamp);
  }
  /** Fires frames every `step` ms (awaiting the promise callbacks between them) until `until` ms. */
  async run(until, step = 16) {
    for (let t = this.time + step; t <= until; t += step) {
      this.frame(t);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

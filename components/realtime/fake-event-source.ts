import { act } from "@testing-library/react";
import { vi } from "vitest";

/** A scriptable EventSource for component tests: `open()`, `emit()` and `fail()` play the server. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  static get last(): FakeEventSource {
    return FakeEventSource.instances[FakeEventSource.instances.length - 1];
  }

  /** The newest stream once a component opened one: a score list's feed loads after its first paint. */
  static async opened(): Promise<FakeEventSource> {
    await act(() =>
      vi.waitFor(() => {
        if (!FakeEventSource.instances.length) throw new Error("no stream opened yet");
      }),
    );
    return FakeEventSource.last;
  }

  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, Set<(e: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, fn: (e: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  private dispatch(type: string, event: Event) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch("open", new Event("open"));
  }

  emit(type: string, data: unknown, id = "") {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** What the browser does on a non-200 answer or a dropped connection. */
  fail(readyState = FakeEventSource.CLOSED) {
    this.readyState = readyState;
    this.dispatch("error", new Event("error"));
  }
}

"use client";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor = typeof window === "undefined" ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/** Browsers only let a page play sound after a click; call this from the click that turns sound on. */
export function unlockGoalSound() {
  void audio()?.resume();
}

/** A short two-tone chime drawn with Web Audio (no sound file to load). */
export function playGoalSound() {
  const ctx = audio();
  if (!ctx || ctx.state !== "running") return;
  [880, 1320].forEach((frequency, i) => {
    const start = ctx.currentTime + i * 0.18;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.32);
  });
}

"use client";
import { useEffect, useRef, useState } from "react";

type Props = {
  label: string;
  currentTime: number;
  duration: number;
  buffered: [number, number][];
  onSeek: (seconds: number) => void;
};

const percent = (t: number, duration: number) => `${Math.min(100, Math.max(0, (t / duration) * 100))}%`;

/** A playback's seek bar: what is played, what is buffered, and a range input on top to seek. */
export function ProgressBar({ label, currentTime, duration, buffered, onSeek }: Props) {
  // While dragging the thumb follows the pointer; the seek happens on release.
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? currentTime;
  const known = duration > 0;
  const inputRef = useRef<HTMLInputElement>(null);
  const seekRef = useRef(onSeek);
  useEffect(() => {
    seekRef.current = onSeek;
  });
  // The native change event fires once on release (or per key step), unlike React's onChange.
  useEffect(() => {
    const input = inputRef.current;
    const commit = () => {
      seekRef.current(Number(input!.value));
      setDragging(null);
    };
    input?.addEventListener("change", commit);
    return () => input?.removeEventListener("change", commit);
  }, []);
  return (
    <div className="group/progress relative h-3 w-full">
      <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/25 transition-[height] group-hover/progress:h-1.5">
        {known &&
          buffered.map(([start, end]) => (
            <div
              key={start}
              data-testid="buffered-range"
              className="absolute inset-y-0 rounded-full bg-white/45"
              style={{ left: percent(start, duration), width: percent(end - start, duration) }}
            />
          ))}
        {known && (
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-brand"
            style={{ width: percent(shown, duration) }}
          />
        )}
      </div>
      <input
        type="range"
        aria-label={label}
        min={0}
        max={known ? duration : 0}
        step={0.1}
        value={known ? Math.min(shown, duration) : 0}
        disabled={!known}
        ref={inputRef}
        // The release's own change event is handled (and seeks) above.
        onChange={(e) => e.nativeEvent.type !== "change" && setDragging(Number(e.target.value))}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
      />
    </div>
  );
}

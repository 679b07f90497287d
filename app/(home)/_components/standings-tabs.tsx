"use client";

import { Children, useId, useState, type ReactNode } from "react";

/** Tabs over panels rendered on the server: only the choice of panel runs in the browser. */
export function StandingsTabs({ labels, children }: { labels: string[]; children: ReactNode }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const panels = Children.toArray(children);
  return (
    <div>
      <div role="tablist" className="mb-2 flex flex-wrap gap-0.5 text-[13px]">
        {labels.map((label, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            onClick={() => setActive(i)}
            className={`rounded px-1.5 py-0.5 ${i === active ? "bg-brand text-white" : "text-ink-soft hover:text-brand"}`}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={labels[i]}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}

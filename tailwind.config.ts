import type { Config } from "tailwindcss";

// Brand colours and sizes; globals.css loads this with @config. Every text colour here reaches WCAG AA
// (4.5:1) on white, on surface and on brand-light; white text on brand, brand-dark, win and lose does too.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#cc2e24", dark: "#b0251c", light: "#fdecea" },
        ink: { DEFAULT: "#1f2330", soft: "#5b6070", mute: "#646a78" },
        surface: "#f4f5f7",
        win: "#cc2e24",
        lose: "#137a47",
      },
      maxWidth: { site: "1200px" },
    },
  },
} satisfies Config;

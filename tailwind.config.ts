import type { Config } from "tailwindcss";

// Brand colours and sizes; globals.css loads this with @config.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#e8372c", dark: "#c22a20", light: "#fdecea" },
        ink: { DEFAULT: "#1f2330", soft: "#5b6070", mute: "#9aa0ad" },
        surface: "#f4f5f7",
        win: "#e8372c",
        lose: "#1a9c5b",
      },
      maxWidth: { site: "1200px" },
    },
  },
} satisfies Config;

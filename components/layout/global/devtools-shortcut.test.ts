// @vitest-environment jsdom
import { expect, it } from "vitest";
import { allowsContextMenu, isDevtoolsShortcut } from "./devtools-shortcut";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

it("blocks F12, Ctrl+Shift+I/J/C, Ctrl+U and the macOS equivalents", () => {
  expect(isDevtoolsShortcut(key("F12"))).toBe(true);
  for (const k of ["I", "J", "C"])
    expect(isDevtoolsShortcut(key(k, { ctrlKey: true, shiftKey: true }))).toBe(true);
  expect(isDevtoolsShortcut(key("u", { ctrlKey: true }))).toBe(true);
  expect(isDevtoolsShortcut(key("i", { metaKey: true, altKey: true }))).toBe(true);
  expect(isDevtoolsShortcut(key("u", { metaKey: true, altKey: true }))).toBe(true);
});

it("leaves ordinary shortcuts alone", () => {
  expect(isDevtoolsShortcut(key("c", { ctrlKey: true }))).toBe(false);
  expect(isDevtoolsShortcut(key("v", { ctrlKey: true }))).toBe(false);
  expect(isDevtoolsShortcut(key("i"))).toBe(false);
  expect(isDevtoolsShortcut(key("F5"))).toBe(false);
});

it("keeps right-click in text fields for pasting", () => {
  document.body.innerHTML = `<input id="a"/><p id="b">text</p>`;
  expect(allowsContextMenu(document.getElementById("a"))).toBe(true);
  expect(allowsContextMenu(document.getElementById("b"))).toBe(false);
});

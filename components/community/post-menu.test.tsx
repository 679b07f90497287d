// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PostItem } from "@/lib/contracts/community";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { PostMenu } from "./post-menu";

const post = { id: 5, author: { id: 9, nickName: "球迷", portrait: "", level: 1 } } as PostItem;
const key = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key, shiftKey });

afterEach(cleanup);

describe("a post's ⋯ menu by keyboard", () => {
  it("takes focus to its first item, keeps Tab and the arrows inside, and Escape gives focus back", () => {
    renderWithIntl(<PostMenu post={post} onGone={() => {}} />);
    const opener = screen.getByRole("button", { name: "更多操作" });
    opener.focus();
    fireEvent.click(opener);
    const items = screen.getAllByRole("menuitem");
    expect(items).toHaveLength(3);
    expect(document.activeElement).toBe(items[0]);
    key("ArrowDown");
    expect(document.activeElement).toBe(items[1]);
    key("ArrowUp");
    key("ArrowUp");
    expect(document.activeElement).toBe(items[2]);
    key("Tab");
    expect(document.activeElement).toBe(items[0]);
    key("Tab", true);
    expect(document.activeElement).toBe(items[2]);
    key("Escape");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

"use client";
import { useEffect } from "react";
import { useUserStore } from "@/stores/user-store";

/** Reads the auth cookie into the store, then loads the user (and expert info) on the client. */
export function UserBootstrap() {
  useEffect(() => {
    const store = useUserStore.getState();
    store.hydrate();
    void store.loadUser().then(() => useUserStore.getState().loadExpert());
  }, []);
  return null;
}

"use client";
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from "react";

const noSubscription = () => () => {};
const pipEnabled = () => document.pictureInPictureEnabled === true;

/** Fullscreen on the wrapper (so overlays and controls stay) and picture-in-picture on the video. */
export function useScreenModes(
  wrapperRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);
  // Known only in the browser; the server render shows no button.
  const pipSupported = useSyncExternalStore(noSubscription, pipEnabled, () => false);

  useEffect(() => {
    const video = videoRef.current;
    const onFullscreen = () => setFullscreen(document.fullscreenElement === wrapperRef.current);
    const enter = () => setPip(true);
    const leave = () => setPip(false);
    document.addEventListener("fullscreenchange", onFullscreen);
    video?.addEventListener("enterpictureinpicture", enter);
    video?.addEventListener("leavepictureinpicture", leave);
    return () => {
      document.removeEventListener("fullscreenchange", onFullscreen);
      video?.removeEventListener("enterpictureinpicture", enter);
      video?.removeEventListener("leavepictureinpicture", leave);
    };
  }, [wrapperRef, videoRef]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void wrapperRef.current?.requestFullscreen?.().catch(() => {});
  }, [wrapperRef]);

  const togglePip = useCallback(() => {
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void videoRef.current?.requestPictureInPicture?.().catch(() => {});
  }, [videoRef]);

  return { fullscreen, pip, pipSupported, toggleFullscreen, togglePip };
}

import { APPLY_LIMITS, DYNAMIC_LIMITS, ROOM_LIMITS } from "./anchor-limits";

/** The contract's own messages, so a field says the same before and after a round trip. */
export const tooLong = (max: number) => `不能超过${max}个字`;
export const NAV_REQUIRED = "请选择直播分类";
export const titleTooShort = (min: number) => `直播间标题至少${min}个字`;
export const introTooShort = (min: number) => `个人介绍至少${min}个字`;
export const CONTENT_REQUIRED = "请输入动态内容";
export const tooManyImages = (max: number) => `最多${max}张图片`;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function lengthError(value: string, min: number, max: number, short: string): string | undefined {
  const text = value.trim();
  if (text.length > max) return tooLong(max);
  if (text.length < min) return short;
  return undefined;
}

const maxError = (value: string, max: number) => (value.trim().length > max ? tooLong(max) : undefined);

const clean = <K extends string>(errors: FieldErrors<K>): FieldErrors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;

export type ApplyFields = {
  navId: number;
  roomTitle: string;
  intro: string;
  experience: string;
  contact: string;
};

export function validateApply(v: ApplyFields): FieldErrors<keyof ApplyFields> {
  const L = APPLY_LIMITS;
  return clean({
    navId: v.navId > 0 ? undefined : NAV_REQUIRED,
    roomTitle: lengthError(v.roomTitle, L.roomTitleMin, L.roomTitleMax, titleTooShort(L.roomTitleMin)),
    intro: lengthError(v.intro, L.introMin, L.introMax, introTooShort(L.introMin)),
    experience: maxError(v.experience, L.experienceMax),
    contact: maxError(v.contact, L.contactMax),
  });
}

export type RoomFields = { title: string; navId: number; notice: string };

export function validateRoomSettings(v: RoomFields): FieldErrors<keyof RoomFields> {
  const L = ROOM_LIMITS;
  return clean({
    title: lengthError(v.title, L.titleMin, L.titleMax, titleTooShort(L.titleMin)),
    navId: v.navId > 0 ? undefined : NAV_REQUIRED,
    notice: maxError(v.notice, L.noticeMax),
  });
}

export type DynamicFields = { content: string; images: string[] };

export function validateDynamic(v: DynamicFields): FieldErrors<keyof DynamicFields> {
  const L = DYNAMIC_LIMITS;
  return clean({
    content: lengthError(v.content, 1, L.contentMax, CONTENT_REQUIRED),
    images: v.images.length > L.imagesMax ? tooManyImages(L.imagesMax) : undefined,
  });
}

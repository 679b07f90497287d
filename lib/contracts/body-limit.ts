/** Every request body but an image upload's: far above any form or JSON the site sends. */
export const REQUEST_BODY_MAX_BYTES = 100 * 1024;

/** The web's gateway cap for those calls; the api checks each image against UPLOAD_MAX_BYTES. */
export const UPLOAD_BODY_MAX_BYTES = 32 * 1024 * 1024;

/** The calls that carry images (base64) and have their own, larger limit. */
export const UPLOAD_PATHS: readonly string[] = [
  "/user/common/multiUploadBase64",
  "/api/upload/multiUploadBase64",
  "/inform/post/addPic/base64",
];

export const BODY_TOO_LARGE_MESSAGE = "请求内容过大";

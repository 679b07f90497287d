export const UPLOAD_MAX_IMAGES = 9;

/** Football event minute as shown: 67', stoppage time 45+2'. */
export function minuteLabel(minute: number, addedMinute = 0): string {
  return addedMinute > 0 ? `${minute}+${addedMinute}'` : `${minute}'`;
}

/** The live clock column ("67", "45+2" or "67'") as shown beside the state; "" when not running. */
export function clockLabel(clock: string | null | undefined): string {
  const value = (clock ?? "").trim();
  if (!value) return "";
  return /^\d+(\+\d+)?$/.test(value) ? `${value}'` : value;
}

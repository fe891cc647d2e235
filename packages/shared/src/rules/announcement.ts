/** Whether a special announcement shows on a day (YYYY-MM-DD): switched on, with something to say, and the day within its dates (both ends included; a missing end is open). */
export interface AnnouncementWindow {
  enabled: boolean;
  title: string;
  text: string;
  starts_on: string | null;
  ends_on: string | null;
}

export function isAnnouncementShown(announcement: AnnouncementWindow, day: string): boolean {
  if (!announcement.enabled || (!announcement.title && !announcement.text)) return false;
  if (announcement.starts_on && day < announcement.starts_on) return false;
  if (announcement.ends_on && day > announcement.ends_on) return false;
  return true;
}

/** Which calendar dialog is open, with what it starts from. */
export type DialogState =
  | { kind: 'new'; date: string; start: number; duration: number | null; employeeId: number | null; resourceId: number | null }
  | { kind: 'details'; id: number }
  | { kind: 'blocked'; date: string; start: number; duration: number | null; employeeId: number | null; id?: number }
  | { kind: 'reminder'; date: string; start: number; employeeId: number | null }
  | { kind: 'timeoff'; date: string; employeeId: number | null }
  | null;

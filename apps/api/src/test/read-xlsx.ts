import ExcelJS from 'exceljs';

/** The rows of an XLSX file's first sheet, each as its cells' values (tests read exports back with it). */
export async function xlsxRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return values;
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { InspectionVerdict } from '@shared/domain';
import { inspectionReportSchema, type InspectionReport } from '@shared/schemas/inspections';

/** The checklist as typed: readings as text (Bangla digits too), checks and the verdict unanswered until answered. */
export interface ReportValues {
  coolingDropC: string;
  pressurePsi: string;
  compressorAmps: string;
  ratedAmps: string;
  noiseOk: boolean | null;
  leaksFound: boolean | null;
  remoteOk: boolean | null;
  displayOk: boolean | null;
  serialNumber: string;
  photos: string[];
  verdict: InspectionVerdict | null;
  notes: string;
}

export type ReportCheck = 'noiseOk' | 'leaksFound' | 'remoteOk' | 'displayOk';
export type ReportReading = 'coolingDropC' | 'pressurePsi' | 'compressorAmps' | 'ratedAmps';

/** A checklist no one has filled in: no Yes or No, and no verdict, is chosen for the technician. */
export const blankReport: ReportValues = {
  coolingDropC: '',
  pressurePsi: '',
  compressorAmps: '',
  ratedAmps: '',
  noiseOk: null,
  leaksFound: null,
  remoteOk: null,
  displayOk: null,
  serialNumber: '',
  photos: [],
  verdict: null,
  notes: '',
};

/** Whether a path the API names in a refusal is one of the form's fields. */
export const isReportField = (path: string): path is keyof ReportValues => Object.hasOwn(blankReport, path);

/**
 * The API's own schema checks the form and gives what it sends: the typed text read as numbers, a
 * blank check refused. Its input type says booleans where the form starts with null (unanswered),
 * which is exactly what it refuses, so the types are bridged here, once.
 */
export const reportResolver = zodResolver(inspectionReportSchema) as unknown as Resolver<
  ReportValues,
  unknown,
  InspectionReport
>;

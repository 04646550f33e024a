/** A technician's visits (Inspected by Thanda) and the inspection they are recording. */
export const technicianKeys = {
  all: ['technician'] as const,
  visits: () => [...technicianKeys.all, 'visits'] as const,
  inspection: (id: string) => [...technicianKeys.all, 'inspection', id] as const,
};

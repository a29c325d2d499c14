// TEMPORARY (issue 46, measuring each mechanism's worth): VITE_ADMIN_OFF=a,b turns mechanisms off.
export const adminOff = (name: string) => ((import.meta.env.VITE_ADMIN_OFF as string | undefined) ?? '').split(',').includes(name)

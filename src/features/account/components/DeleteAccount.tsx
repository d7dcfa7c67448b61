/** The erasure section of `/dashboard/my-data`: placeholder until erasure is built (session 7). */
export function DeleteAccount() {
  return null;
}

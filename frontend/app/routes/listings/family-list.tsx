export default function FamilyList() {
  return null;
}

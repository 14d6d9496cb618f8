export default function ListingDetail() {
  return null;
}

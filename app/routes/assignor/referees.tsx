export default function RefereePool() { return null; }

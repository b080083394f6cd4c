/** The risk statement every registered investor sees (seed 000 §2, "Footer risk statement"). */
export function RiskFooter() {
  return (
    <footer className="border-t border-border bg-surface px-6 py-4 text-sm text-muted-foreground">
      <p>
        <strong className="text-foreground">Your capital is at risk.</strong> Past performance is not a reliable
        indicator of future results. Investments made through this platform are not protected by the Financial Services
        Compensation Scheme (FSCS).
      </p>
      <p className="mt-2">© 2020 Keystone Property Crowdfunding</p>
    </footer>
  );
}

export function NotFoundPage() {
  return (
    <main className="mx-auto grid max-w-xl place-items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
    </main>
  );
}

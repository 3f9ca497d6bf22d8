/**
 * Stands in for 'pdfjs-dist/web/pdf_viewer.mjs' (aliased in vite.config.ts). react-pdf imports
 * that whole viewer application (70 KiB gzip) for two small classes its link service extends;
 * our viewer draws no annotation layer, so links never reach them. Keeping them tiny holds the
 * PDF viewer chunk under its budget (budgets.json).
 */
type Listener = (event: unknown) => void;

export class EventBus {
  readonly #listeners = new Map<string, Set<Listener>>();

  on(name: string, listener: Listener): void {
    const set = this.#listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(name, set);
  }

  off(name: string, listener: Listener): void {
    this.#listeners.get(name)?.delete(listener);
  }

  dispatch(name: string, event: unknown): void {
    this.#listeners.get(name)?.forEach((listener) => listener(event));
  }
}

/** The no-op link service of pdf.js's viewer, with the members react-pdf reads. */
export class SimpleLinkService {
  eventBus: EventBus | undefined;
  externalLinkEnabled = true;
  pdfDocument: { numPages: number } | null = null;
  pdfViewer: unknown = null;

  constructor({ eventBus }: { eventBus?: EventBus } = {}) {
    this.eventBus = eventBus;
  }

  get pagesCount(): number {
    return this.pdfDocument?.numPages ?? 0;
  }

  get page(): number {
    return 0;
  }

  set page(_value: number) {}

  get rotation(): number {
    return 0;
  }

  set rotation(_value: number) {}

  get isInPresentationMode(): boolean {
    return false;
  }

  setDocument(pdfDocument: { numPages: number } | null): void {
    this.pdfDocument = pdfDocument;
  }

  async goToDestination(_dest: unknown): Promise<void> {}

  goToPage(_page: number): void {}

  addLinkAttributes(link: HTMLAnchorElement, url: string, newWindow = false): void {
    link.href = url;
    link.rel = 'noopener noreferrer nofollow';
    if (newWindow) link.target = '_blank';
  }

  getDestinationHash(_dest: unknown): string {
    return '#';
  }

  getAnchorUrl(_hash: string): string {
    return '#';
  }

  setHash(_hash: string): void {}

  executeNamedAction(_action: string): void {}

  async executeSetOCGState(_action: unknown): Promise<void> {}

  cachePageRef(_pageNum: number, _pageRef: unknown): void {}

  isPageVisible(_pageNumber: number): boolean {
    return true;
  }

  isPageCached(_pageNumber: number): boolean {
    return true;
  }
}

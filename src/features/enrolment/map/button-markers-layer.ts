import { DomUtil, Layer, type LatLng, type Map as LeafletMap, type Point } from 'leaflet';

type Item = { element: HTMLElement; position: LatLng };

type ZoomAnimation = { zoom: number; center: LatLng };
type MapInternals = {
  _latLngToNewLayerPoint(position: LatLng, zoom: number, center: LatLng): Point;
};

/**
 * Hundreds of marker elements for the price of one layer: a Leaflet Marker per club would add
 * an object, several map listeners and two redraws each, which a slow phone feels at every pan.
 * The elements sit in the marker pane like Leaflet's own icons and follow zoom animations.
 */
export class ButtonMarkersLayer extends Layer {
  private readonly items = new Map<string, Item>();
  private zoomAnimated = false;

  override onAdd(map: LeafletMap): this {
    this.zoomAnimated =
      map.options.zoomAnimation !== false && map.options.markerZoomAnimation !== false;
    if (this.zoomAnimated) map.on('zoomanim', this.animateZoom, this);
    for (const item of this.items.values()) this.attach(item);
    this.reset();
    return this;
  }

  override onRemove(map: LeafletMap): this {
    if (this.zoomAnimated) map.off('zoomanim', this.animateZoom, this);
    for (const { element } of this.items.values()) element.remove();
    return this;
  }

  override getEvents() {
    return { zoom: this.reset, viewreset: this.reset };
  }

  /** `element` is centred on `position`; its size comes from its own style. */
  addMarker(key: string, element: HTMLElement, position: LatLng): void {
    element.classList.add(
      'leaflet-marker-icon',
      'leaflet-interactive',
      this.zoomAnimated ? 'leaflet-zoom-animated' : 'leaflet-zoom-hide',
    );
    const item = { element, position };
    this.items.set(key, item);
    if (this._map) {
      this.attach(item);
      this.place(item, this._map.latLngToLayerPoint(position));
    }
  }

  removeMarker(key: string): void {
    this.items.get(key)?.element.remove();
    this.items.delete(key);
  }

  private attach({ element }: Item): void {
    this._map.getPane('markerPane')?.appendChild(element);
  }

  private place({ element }: Item, point: Point): void {
    DomUtil.setPosition(element, point.round());
  }

  private reset(): void {
    if (!this._map) return;
    for (const item of this.items.values()) {
      this.place(item, this._map.latLngToLayerPoint(item.position));
    }
  }

  private animateZoom({ zoom, center }: ZoomAnimation): void {
    const map = this._map as unknown as MapInternals;
    for (const item of this.items.values()) {
      this.place(item, map._latLngToNewLayerPoint(item.position, zoom, center));
    }
  }
}

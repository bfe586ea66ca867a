import { useTranslation } from '../../i18n/i18n.ts';

interface MapToolbarProps {
  listView: boolean;
  onListView: (list: boolean) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  onHelp: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

/** Small inline icons: no icon font, no extra request. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/**
 * Zoom buttons (the same as + − 0 on the keyboard; aria-disabled at the limits so focus is not
 * thrown out of a button that stops working), the shortcuts list, and the switch to the list
 * of seats, which is what a screen reader or a switch user will want.
 */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="map-toolbar">
      {!props.listView && (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form field group
        <div className="map-zoom" role="group" aria-label={t('seatMap.zoom')}>
          <button
            type="button"
            className="map-button"
            onClick={props.onZoomIn}
            aria-disabled={!props.canZoomIn || undefined}
            aria-label={t('seatMap.zoomIn')}
            title={t('seatMap.zoomIn')}
          >
            <Icon d="M10 4v12M4 10h12" />
          </button>
          <button
            type="button"
            className="map-button"
            onClick={props.onZoomOut}
            aria-disabled={!props.canZoomOut || undefined}
            aria-label={t('seatMap.zoomOut')}
            title={t('seatMap.zoomOut')}
          >
            <Icon d="M4 10h12" />
          </button>
          <button
            type="button"
            className="map-button"
            onClick={props.onReset}
            aria-disabled={!props.canZoomOut || undefined}
            aria-label={t('seatMap.resetView')}
            title={t('seatMap.resetView')}
          >
            <Icon d="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" />
          </button>
        </div>
      )}
      <button type="button" className="map-button map-button-text" onClick={props.onHelp}>
        <span aria-hidden="true" className="map-key-cap">
          ?
        </span>
        {t('seatMap.shortcuts')}
      </button>
      <label className="map-list-toggle">
        <input
          type="checkbox"
          checked={props.listView}
          onChange={(event) => props.onListView(event.target.checked)}
        />
        {t('seatMap.showList')}
      </label>
    </div>
  );
}

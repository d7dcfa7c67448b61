/**
 * The builder's sensors. A mouse or pen drag starts after a few pixels (so a click still selects);
 * a finger must rest on a handle a moment (so a swipe still scrolls the page): the pointer sensor
 * leaves touch pointers to the touch sensor, which would otherwise never see them.
 */
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';
import { useMemo, type PointerEvent } from 'react';

class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: (event: PointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/** `coordinates`: the arrow keys' getter (BuilderDnd's, which plans question moves slot by slot). */
const POINTER = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };

/**
 * Stable descriptors (options kept by identity): new ones would give every draggable new listeners,
 * redrawing all 300 rows of a big form whenever the workspace around them redraws.
 */
export function useBuilderSensors(coordinates: KeyboardCoordinateGetter): SensorDescriptor<SensorOptions>[] {
  const keyboard = useMemo(() => ({ coordinateGetter: coordinates }), [coordinates]);
  return useSensors(useSensor(MouseAndPenSensor, POINTER), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, keyboard));
}
